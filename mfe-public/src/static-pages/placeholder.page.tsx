import { publicWords } from '../i18n/words.js';

/** /blog and /opportunities carry placeholder text only (spec §2.1); the blog itself lives on an external site. */
export function PlaceholderPage({ title }: { title: string }) {
  const words = publicWords.useWords();
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>{words('placeholderPage', { title })}</p>
    </div>
  );
}
