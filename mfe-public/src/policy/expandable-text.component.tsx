import { useId, useState } from 'react';
import { Button } from '@portal/shared/ui';
import { messages, policyPreview } from '@portal/shared';

/**
 * A long description cut to its first 300 characters with 'Read More' / 'Read Less' (§2.6, §2.11). The
 * toggle stays the same button, so keyboard focus stays on it and the text it controls changes in place
 * right before it; aria-expanded tells screen-reader users which state they are in.
 */
export function ExpandableText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { preview, truncated } = policyPreview(text);
  if (!truncated) return <p className="long-text">{text}</p>;
  return (
    <>
      <p id={id} className="long-text">
        {expanded ? text : preview}
      </p>
      <Button className="text-button" aria-expanded={expanded} aria-controls={id} onPress={() => setExpanded(!expanded)}>
        {expanded ? messages.readLess : messages.readMore}
      </Button>
    </>
  );
}
