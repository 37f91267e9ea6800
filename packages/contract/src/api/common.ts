/** Pieces several areas' shapes share: a plain confirmation and a list's pages (the error shape is errors.ts). */
import { z } from 'zod';

/** A plain confirmation: one sentence for a person. */
export const detailResponse = z.object({ detail: z.string() });

/** The page of a list a query asks for (`?page=`, from 1). */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

/** The query of a list that is only paged. */
export const pageQuery = z.object({ page: pageNumber });

/** A page of a list (the order history, every back-office list): how many in all, the neighbouring pages' addresses, the page's items. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
