import { z } from 'zod';

/**
 * What a location-code sheet is made for, parsed at the boundary (command line options and
 * PUBLIC_URL): the app's public address the codes link to, and optionally which published venue.
 */
export const locationCodeOptionsSchema = z.object({
  publicUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address, like https://show.example' })
    .transform((url) => url.replace(/\/+$/, '')),
  venueId: z.string().trim().min(1, 'must not be empty').max(200).optional(),
});

export type LocationCodeOptions = z.infer<typeof locationCodeOptionsSchema>;
