import { reasonsOf } from '../reasons.js';

// The refusals of personal API tokens (decisions §23). Our own sentences, formal Romanian; the web words each by its reason.
export const TOKEN_MSG = {
  scope: 'Tokenul API nu are permisiunea necesară pentru această operațiune.',
  adminScope: 'Doar administratorii pot crea tokenuri cu permisiunea „admin”.',
  tooMany: 'Aveți deja numărul maxim de tokenuri active (20). Ștergeți unul înainte de a crea altul.',
  notFound: 'Tokenul nu a fost găsit.',
} as const;
export const TOKEN_REASON = reasonsOf('token', TOKEN_MSG);
