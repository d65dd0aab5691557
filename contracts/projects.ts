import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { UpstreamError } from './errors';
import { lazySchema } from './lazy-schema';
import { IsoDateTime } from './photos';
import { SeededEmail } from './seed';
import { ExternalUrl } from './url';

/** Saved projects (the projects service): products a customer started in the editor and saved. */
export const SAVED_PROJECTS_PAGE_SIZE = 10;

export const SavedProject = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    title: z.string().min(1),
    /** The article the project makes (the merchandise channel's Article ID). */
    productCode: z.string().min(1),
    updatedAt: IsoDateTime,
    thumbnailUrl: ExternalUrl.nullable(),
  }),
);
export type SavedProject = z.infer<typeof SavedProject>;

export const SavedProjectPage = lazySchema(() =>
  z.object({
    /** Most recently changed first. */
    projects: z.array(SavedProject),
    totalProjectCount: z.number().int().nonnegative(),
  }),
);
export type SavedProjectPage = z.infer<typeof SavedProjectPage>;

export const getSavedProjects = defineEndpoint({
  name: 'projects.getProjects',
  service: 'projects',
  method: 'GET',
  path: '/api/v2/projects/:accountId',
  summary:
    "The saved projects of the signed-in customer's account, a page at a time (403 for another account).",
  params: lazySchema(() => z.object({ accountId: z.string().min(1).max(64) })),
  query: lazySchema(() =>
    z.object({
      skip: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(50).default(SAVED_PROJECTS_PAGE_SIZE),
    }),
  ),
  responses: { 200: SavedProjectPage, 400: UpstreamError, 401: UpstreamError, 403: UpstreamError },
});

export const deleteProject = defineEndpoint({
  name: 'projects.deleteProject',
  service: 'projects',
  method: 'DELETE',
  path: '/api/v2/project/:id',
  summary: "Deletes one of the signed-in customer's saved projects (404 for an unknown id and another's).",
  params: lazySchema(() => z.object({ id: z.string().min(1).max(64) })),
  responses: { 204: lazySchema(() => z.undefined()), 401: UpstreamError, 404: UpstreamError },
});

/** fixtures/data/projects.json: saved projects per account, dated by age. */
export const SeedProjectsFile = lazySchema(() =>
  z.object({
    accounts: z.partialRecord(
      SeededEmail,
      z.array(
        z.object({
          id: z.string().min(1),
          title: z.string().min(1),
          productCode: z.string().min(1),
          updatedDaysAgo: z.number().nonnegative(),
          thumbnailPhoto: z.number().int().nonnegative().nullable(),
        }),
      ),
    ),
  }),
);
export type SeedProjectsFile = z.infer<typeof SeedProjectsFile>;
