/**
 * Types the apps share that are not API shapes: the logged-in user as the browser keeps it, and the bus
 * payloads. What the API sends and receives is in contracts/ (`@portal/shared/contracts`).
 */
import type { Account } from './contracts/accounts.js';
import type { MediaKind } from './rules.js';

/** §3.1: the user as the API describes them, with the session token once logged in (§4.1). */
export type User = Account & { token?: string };

/** §3.3: what a report carries besides its text. */
export type MediaChoice = 'none' | MediaKind;

/** §3.9, the part that crosses app boundaries. */
export interface Selection {
  countryId: number | null;
  countryName: string;
  stateId: number | null;
  stateName: string;
}

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  kind: ToastKind;
  text: string;
}

export interface SchoolsModalState {
  open: boolean;
  stateName: string;
}
