import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';

/**
 * The life of a library: its activation (an imported library is IMPORTING until the import finishes) and the
 * storage period after which photos of inactive accounts are deleted (the photo-deletion service).
 */

/** Photos are kept this many months after the last order (or the registration when there is none). */
export const STORAGE_PERIOD_MONTHS = 18;

/** The statuses upstream writes; `Importing` and `Active` are also seen, in that casing. */
export const ActivationStatus = lazySchema(() =>
  z.enum(['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING', 'Importing', 'Active']),
);
export type ActivationStatus = z.infer<typeof ActivationStatus>;

export const Activation = lazySchema(() => z.object({ status: ActivationStatus }));
export type Activation = z.infer<typeof Activation>;

export const getActivation = defineEndpoint({
  name: 'photoManagement.getActivation',
  service: 'photo-management',
  method: 'GET',
  path: '/users/activate',
  summary: 'The activation status of your library (IMPORTING while an imported library is being brought in).',
  responses: { 200: Activation, 401: UpstreamError },
});

export const activate = defineEndpoint({
  name: 'photoManagement.activate',
  service: 'photo-management',
  method: 'POST',
  path: '/users/activate',
  summary:
    'Starts the activation of a NOT_ACTIVE library: it becomes IMPORTING, announces import-started and, when ' +
    'the import is done on the emulator clock, import-finished on the push connection, then ACTIVE.',
  responses: { 204: lazySchema(() => z.undefined()), 401: UpstreamError, 409: UpstreamError },
});

/** A calendar date or date-time, as the photo-deletion service writes them. */
const DateValue = lazySchema(() => z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })]));

/** GET {photo-deletion}/accounts/getaccountinformation. */
export const AccountInformation = lazySchema(() =>
  z.object({
    /** A later deletion date granted to the account (it overrides the projected one). */
    delayedDeletionDate: DateValue.nullable(),
    lastOrderDate: DateValue.nullable(),
    projectCount: z.number().int().nonnegative(),
    /** Last order (or registration) + 18 months. */
    projectedDeletionDate: DateValue,
    registrationDate: DateValue,
  }),
);
export type AccountInformation = z.infer<typeof AccountInformation>;

export const getAccountInformation = defineEndpoint({
  name: 'photoDeletion.getAccountInformation',
  service: 'photo-deletion',
  method: 'GET',
  path: '/accounts/getaccountinformation',
  summary: 'When the photos of your account would be deleted for inactivity, and why.',
  responses: { 200: AccountInformation, 401: UpstreamError },
});
