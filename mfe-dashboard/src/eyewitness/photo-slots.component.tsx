import { useEffect, useRef, useState } from 'react';
import { Button, FileTrigger } from '@portal/shared/ui';
import { MAX_PHOTOS, emptySlot, fileSize, type PhotoSlot } from './eyewitness-draft.js';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

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

const slotId = (index: number) => `eyewitness-photo-${index}`;

interface PhotoSlotItemProps {
  index: number;
  slot: PhotoSlot;
  removable: boolean;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
}

function PhotoSlotItem({ index, slot, removable, onChoose, onRemove }: PhotoSlotItemProps) {
  const preview = usePreviewUrl(slot.file);
  const number = index + 1;
  return (
    <li className="photo-slot" id={slotId(index)}>
      <FileTrigger acceptedFileTypes={PHOTO_TYPES} onSelect={(files) => onChoose(files?.[0] ?? null)}>
        <Button className="button">{slot.file ? `Replace photograph ${number}` : `Choose photograph ${number}`}</Button>
      </FileTrigger>
      {slot.file && (
        <figure className="photo-slot__preview">
          {preview && <img src={preview} alt={`Preview of photograph ${number}, ${slot.file.name}`} />}
          <figcaption>
            {slot.file.name}, {fileSize(slot.file.size)}
          </figcaption>
        </figure>
      )}
      {removable && (
        <Button className="button button--danger" onPress={onRemove}>
          Remove photograph {number}
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
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after a slot is added or removed: without this a keyboard user's focus would fall
  // back to the page when the button they pressed disappears.
  const focusAfterRender = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'add') addRef.current?.focus();
    else if (target !== null) listRef.current?.querySelector<HTMLElement>(`#${slotId(target)} button`)?.focus();
  });

  const add = () => {
    focusAfterRender.current = slots.length;
    onChange([...slots, emptySlot()]);
  };
  const remove = (index: number) => {
    focusAfterRender.current = index > 0 ? index - 1 : 0;
    onChange(slots.filter((_, i) => i !== index));
  };
  const choose = (index: number, file: File | null) =>
    onChange(slots.map((slot, i) => (i === index ? { ...slot, file } : slot)));

  return (
    <fieldset className="fieldset photo-slots" aria-describedby="eyewitness-photo-hint">
      <legend className="fieldset__legend">Photographs</legend>
      <p id="eyewitness-photo-hint" className="field__hint">
        JPG, PNG or GIF, max 5MB each. Up to {MAX_PHOTOS} photographs.
      </p>
      {error && <p className="field__error">{error}</p>}
      <ul ref={listRef} className="photo-slots__list">
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
          Add another photograph
        </Button>
      )}
      <p className="field__hint">
        {slots.length} of {MAX_PHOTOS} photograph slots in use.
      </p>
    </fieldset>
  );
}
