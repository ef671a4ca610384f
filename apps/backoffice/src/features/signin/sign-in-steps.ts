import type { StaffStepValue } from '@wl/contracts';

/** Where the sign-in stands: the password form, then what the server's `stage` asks for, with the session token so far. */
export type SignInStep =
  | { kind: 'credentials' }
  | { kind: 'enrol'; token: string; secret: string; uri: string }
  | { kind: 'totp'; token: string }
  | { kind: 'password'; token: string }
  | { kind: 'active'; token: string };

/** The step a server answer leads to (an enrolment answer without its secret can only be answered with a code). */
export const stepOf = (value: StaffStepValue): SignInStep => {
  switch (value.stage) {
    case 'enrol':
      return value.enrolment ? { kind: 'enrol', token: value.token, ...value.enrolment } : { kind: 'totp', token: value.token };
    case 'totp':
      return { kind: 'totp', token: value.token };
    case 'password':
      return { kind: 'password', token: value.token };
    case 'active':
      return { kind: 'active', token: value.token };
  }
};

/** The three numbered steps shown above the form (enrolling and typing a code are the same step to a person). */
export const progressOf = (step: SignInStep): 1 | 2 | 3 => (step.kind === 'credentials' ? 1 : step.kind === 'password' ? 3 : 2);

/** The authenticator secret in groups of four, easier to type by hand. */
export const groupSecret = (secret: string) => secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
