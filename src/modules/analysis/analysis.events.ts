import { z } from 'zod';
import { busEvent } from '#src/platform/events/bus-event.ts';
import { analysisCompleteEvent, analysisFailedEvent } from './http/results.contracts.ts';

/**
 * Bus events of the analysis module: an analysis may finish on any process, and each process
 * tells the learner's sockets it holds. The payloads are the hub events plus whom they are for.
 */
export const AnalysisCompleted = busEvent('analysis.completed', analysisCompleteEvent.extend({ userId: z.number().int() }));
export const AnalysisFailed = busEvent('analysis.failed', analysisFailedEvent.extend({ userId: z.number().int() }));
