import { z } from 'zod';
import { busEvent } from '#src/platform/events/bus-event.ts';

/** Raised to every process after an import changed the catalogue, so caches reload. */
export const CatalogueChanged = busEvent('practice.catalogue-changed', z.object({}));
