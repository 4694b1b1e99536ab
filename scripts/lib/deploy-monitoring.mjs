// What `npm run deploy` sets up in Cloud Monitoring (docs/decisions/201-one-command-deploy-backups-alerts.md): the
// log-based metrics, the alert policies and the uptime check. Pure: the deploy script turns these into gcloud calls.
// Each alert's meaning and what to do is in docs/runbook.md#alerts, linked from the policy's documentation.

/** The `alert` field of a structured log entry (functions log through firebase-functions/logger) → its metric. */
export const LOG_ALERTS = [
  {
    alert: 'trigger_failed',
    title: 'A background trigger failed',
    description: 'A Firestore trigger or scheduled job gave up on an event (index sync, role sync, outbox, sweepers).',
    threshold: 0,
    windowSec: 300,
  },
  {
    alert: 'outbox_stale',
    title: 'Messages wait too long in the outbox',
    description: 'The outbox sweeper found a message queued or retrying for longer than its limit.',
    threshold: 0,
    windowSec: 900,
  },
  {
    alert: 'refund_stuck',
    title: 'A refund has no final state',
    description: 'A refund the gateway accepted has had no final state (processed/failed) for longer than its limit.',
    threshold: 0,
    windowSec: 3600,
  },
  {
    alert: 'payment_verification_failed',
    title: 'Payment verifications are failing',
    description:
      'Checkout signatures or webhook signatures did not verify (a wrong secret after a rotation, or tampering).',
    // One failure is a student's bad network or a forged request; several in ten minutes is a configuration fault.
    threshold: 3,
    windowSec: 600,
  },
  {
    alert: 'payment_reconciliation_difference',
    title: 'The gateway and our records disagree',
    description: 'The daily reconciliation found a captured payment or refund that our records do not match.',
    threshold: 0,
    windowSec: 300,
  },
];

export const metricName = (alert) => `kotastay_${alert}`;
export const logFilter = (alert) => `jsonPayload.alert="${alert}"`;

const RUNBOOK = 'docs/runbook.md';
const documentation = (text, anchor) => ({
  content: `${text}\n\nWhat to do: ${RUNBOOK}#${anchor} in the KotaStay repository.`,
  mimeType: 'text/markdown',
});

/** The alert policies, as Cloud Monitoring AlertPolicy JSON, for `project` notifying `channel`. */
export function alertPolicies({ host, channel }) {
  const notify = { notificationChannels: [channel], alertStrategy: { autoClose: '86400s' }, combiner: 'OR' };
  const fromLogs = LOG_ALERTS.map(({ alert, title, description, threshold, windowSec }) => ({
    displayName: `KotaStay: ${title}`,
    documentation: documentation(description, alert.replaceAll('_', '-')),
    ...notify,
    conditions: [
      {
        displayName: `${metricName(alert)} > ${threshold} in ${windowSec / 60} min`,
        conditionThreshold: {
          filter: `metric.type="logging.googleapis.com/user/${metricName(alert)}"`,
          aggregations: [
            { alignmentPeriod: `${windowSec}s`, perSeriesAligner: 'ALIGN_SUM', crossSeriesReducer: 'REDUCE_SUM' },
          ],
          comparison: 'COMPARISON_GT',
          thresholdValue: threshold,
          duration: '0s',
          trigger: { count: 1 },
        },
      },
    ],
  }));
  const requests = (extra) =>
    `metric.type="run.googleapis.com/request_count" AND resource.type="cloud_run_revision" AND resource.label.service_name=one_of("api","pages")${extra}`;
  const rate = [{ alignmentPeriod: '300s', perSeriesAligner: 'ALIGN_RATE', crossSeriesReducer: 'REDUCE_SUM' }];
  return [
    {
      displayName: 'KotaStay: 5xx answers above 2%',
      documentation: documentation(
        'More than 2% of the requests to the api and pages functions answered 5xx for 5 minutes.',
        'api-5xx',
      ),
      ...notify,
      conditions: [
        {
          displayName: '5xx / all requests (api, pages) > 0.02 for 5 min',
          conditionThreshold: {
            filter: requests(' AND metric.label.response_code_class="5xx"'),
            denominatorFilter: requests(''),
            aggregations: rate,
            denominatorAggregations: rate,
            comparison: 'COMPARISON_GT',
            thresholdValue: 0.02,
            duration: '300s',
            trigger: { count: 1 },
          },
        },
      ],
    },
    ...fromLogs,
    {
      displayName: `KotaStay: ${host} is down`,
      documentation: documentation(
        `The uptime check of https://${host}/api/health failed from more than one region.`,
        'uptime',
      ),
      ...notify,
      conditions: [
        {
          displayName: 'uptime check failing from 2+ regions for 5 min',
          conditionThreshold: {
            filter: `metric.type="monitoring.googleapis.com/uptime_check/check_passed" AND resource.type="uptime_url" AND resource.label.host="${host}"`,
            aggregations: [
              {
                alignmentPeriod: '300s',
                perSeriesAligner: 'ALIGN_NEXT_OLDER',
                crossSeriesReducer: 'REDUCE_COUNT_FALSE',
                groupByFields: ['resource.label.*'],
              },
            ],
            comparison: 'COMPARISON_GT',
            thresholdValue: 1,
            duration: '300s',
            trigger: { count: 1 },
          },
        },
      ],
    },
  ];
}
