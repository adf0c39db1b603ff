import { useEffect, useRef, useState } from 'react';
import { Button } from '@portal/shared/ui';
import { PICKER_MEDIA_TYPES } from '@portal/shared';
import { FileField } from '@portal/shared/forms';
import { MAX_PHOTOS, emptySlot, type PhotoSlot } from './eyewitness-draft.js';
import { dashboardWords } from '../i18n/words.js';

/** An object URL for the chosen file, released when the file changes or the preview goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The id of a slot's chooser button (the first is where the error summary's link for photographs goes). */
const slotId = (index: number) => `eyewitness-photo-${index}`;

interface PhotoSlotItemProps {
  index: number;
  slot: PhotoSlot;
  removable: boolean;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
}

function PhotoSlotItem({ index, slot, removable, onChoose, onRemove }: PhotoSlotItemProps) {
  const words = dashboardWords.useWords();
  const preview = usePreviewUrl(slot.file);
  const number = index + 1;
  return (
    <li className="photo-slot">
      <FileField
        id={slotId(index)}
        name={words('photographName', { n: number })}
        acceptedFileTypes={PICKER_MEDIA_TYPES.photograph}
        file={slot.file}
        onChange={onChoose}
        // With photographs chosen as the media, one is needed: the first slot says so (the others are extra).
        isRequired={index === 0}
      >
        {slot.file && preview && (
          <img className="photo-slot__preview" src={preview} alt={words('photoPreviewAlt', { n: number, file: slot.file.name })} />
        )}
      </FileField>
      {removable && (
        <Button className="button button--danger" onPress={onRemove}>
          {words('removePhotograph', { n: number })}
        </Button>
      )}
    </li>
  );
}

interface PhotoSlotsProps {
  slots: PhotoSlot[];
  onChange: (slots: PhotoSlot[]) => void;
  error?: string | undefined;
}

/** Up to 10 photograph slots (§9), at least one always kept; slots are added and removed one by one. */
export function PhotoSlots({ slots, onChange, error }: PhotoSlotsProps) {
  const words = dashboardWords.useWords();
  const addRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after a slot is added or removed: without this a keyboard user's focus would fall
  // back to the page when the button they pressed disappears.
  const focusAfterRender = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'add') addRef.current?.focus();
    else if (target !== null) document.getElementById(slotId(target))?.focus();
  });

  const add = () => {
    focusAfterRender.current = slots.length;
    onChange([...slots, emptySlot()]);
  };
  const remove = (index: number) => {
    focusAfterRender.current = index > 0 ? index - 1 : 0;
    onChange(slots.filter((_, i) => i !== index));
  };
  const choose = (index: number, file: File | null) => onChange(slots.map((slot, i) => (i === index ? { ...slot, file } : slot)));

  return (
    // The message is part of the group's description, so it is read on entering the group from its link.
    <fieldset
      className="fieldset photo-slots"
      aria-describedby={error ? 'eyewitness-photo-hint eyewitness-photo-error' : 'eyewitness-photo-hint'}
    >
      <legend className="fieldset__legend">{words('photographs')}</legend>
      <p id="eyewitness-photo-hint" className="field__hint">
        {words('photoHint', { max: MAX_PHOTOS })}
      </p>
      {error && (
        <p id="eyewitness-photo-error" className="field__error">
          {error}
        </p>
      )}
      <ul className="photo-slots__list">
        {slots.map((slot, index) => (
          <PhotoSlotItem
            key={slot.key}
            index={index}
            slot={slot}
            removable={slots.length > 1}
            onChoose={(file) => choose(index, file)}
            onRemove={() => remove(index)}
          />
        ))}
      </ul>
      {slots.length < MAX_PHOTOS && (
        <Button ref={addRef} className="button" onPress={add}>
          {words('addPhotograph')}
        </Button>
      )}
      <p className="field__hint">{words('photoSlotsInUse', { n: slots.length, max: MAX_PHOTOS })}</p>
    </fieldset>
  );
}
