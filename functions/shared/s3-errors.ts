/** The one place that reads the AWS SDK's S3 errors: every store and adapter classifies them through these. */
export function s3Status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

/** No such key (GetObject's NoSuchKey, HeadObject's bare 404 NotFound); a missing bucket is a failure, not an absent object. */
export function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || s3Status(error) === 404;
}

/**
 * A conditional request lost: 412 PreconditionFailed (If-Match / If-None-Match did not hold) or 409
 * ConditionalRequestConflict (another conditional write to the same key was in progress and won).
 */
export function isConditionFailed(error: unknown): boolean {
  const status = s3Status(error);
  return status === 412 || status === 409;
}
