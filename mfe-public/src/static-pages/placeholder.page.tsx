import { t } from '@portal/shared';

/** /blog and /opportunities carry placeholder text only (spec §2.1); the blog itself lives on an external site. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>{t('placeholderPage', { title })}</p>
    </div>
  );
}
