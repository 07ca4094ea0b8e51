import { defineEntity, p } from '@mikro-orm/core';

/**
 * Which server processes are alive (a heartbeat each refreshes), and which of them runs which job:
 * what lets a survivor, or a restarted server, take over the jobs of one that died (ADR 0015).
 * Written with plain SQL by JobOwnership; declared here so migrations know the tables.
 */
export const ServerLeaseSchema = defineEntity({
  name: 'ServerLease',
  tableName: 'server_leases',
  properties: {
    id: p.string().length(36).primary(),
    pid: p.integer(),
    host: p.string().length(255),
    startedAt: p.datetime(),
    heartbeatAt: p.datetime(),
  },
});

export const RunningJobSchema = defineEntity({
  name: 'RunningJob',
  tableName: 'running_jobs',
  properties: {
    jobId: p.uuid().primary(),
    queue: p.string().length(100),
    serverId: p.string().length(36).index(),
    startedAt: p.datetime(),
  },
});

export const jobOwnershipEntities = [ServerLeaseSchema, RunningJobSchema];
