import { SegmentedMessage } from 'sms-segments-calculator';

/**
 * Whether `text` goes as one SMS: 160 characters of the GSM alphabet, or 70 once one character is outside
 * it (an accent such as Hausa's ƙ), which a phone then sends as several messages, each charged.
 */
export const fitsOneSms = (text: string): boolean => new SegmentedMessage(text).segmentsCount <= 1;

/** `text` cut to `room` characters with '...' (GSM letters, which every phone shows), or whole if it fits. */
export const shortened = (text: string, room: number): string =>
  text.length <= room ? text : `${text.slice(0, Math.max(0, room - 3)).trimEnd()}...`;

/** The text `withRoom` makes with the most room for its variable part (a moderator's reason) that still fits one SMS. */
export function oneSms(withRoom: (room: number) => string): string {
  for (let room = 160; room > 0; room -= 1) {
    const text = withRoom(room);
    if (fitsOneSms(text)) return text;
  }
  return withRoom(0);
}
