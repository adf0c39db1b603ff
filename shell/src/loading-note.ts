/**
 * A note floating over the page while what the reader asked for loads (`text`: 'Loading the schools…'):
 * seen, and heard as a status, so a screen reader says it without moving focus. The caller removes it.
 */
export function showLoadingNote(text: string): HTMLElement {
  const note = document.createElement('p');
  note.className = 'portal-loading-note';
  note.setAttribute('role', 'status');
  note.textContent = text;
  document.body.append(note);
  return note;
}
