import { Annotations, Duration } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  CachedMethods,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type ResponseCustomHeader,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { hashedAssetsPrefix } from '../../edge/cache-control.ts';
import { contentSecurityPolicyWith, hstsMaxAgeSeconds, securityHeaders } from '../../edge/security-headers.ts';
import { siteRequestFunctionCode, siteResponseFunctionCode } from '../../edge/site-request-function.ts';
import { acknowledgeNag } from '../nag.ts';

/** CloudFront's limits: a Function's code, and a response headers policy's Content-Security-Policy. */
export const cloudFrontFunctionMaxBytes = 10_240;
export const responseHeadersPolicyMaxCspChars = 1_783;
/** The header CloudFront adds to every API request; the API handlers refuse requests without it (names agreed with functions/shared). */
export const originVerifyHeader = 'x-origin-verify';

export interface SiteDistributionProps {
  readonly siteBucket: IBucket;
  /** Host name of the HTTP API (`<apiId>.execute-api.<region>.amazonaws.com`). */
  readonly apiDomainName: string;
  /**
   * The origin secret as a CloudFormation dynamic reference (`{{resolve:secretsmanager:...}}`), never the value:
   * CloudFormation resolves it when it creates or updates the distribution.
   */
  readonly originVerifyValue: string;
  /** Every prerendered route; the viewer-request function maps them to their index.html. */
  readonly routes: readonly string[];
  readonly webAclArn: string;
  readonly logBucket: IBucket;
  readonly domainName?: string;
  readonly certificate?: ICertificate;
  /** Origins pages may send requests to besides their own (`connect-src`): the assets bucket staff upload CSVs to. */
  readonly connectOrigins?: readonly string[];
}

/** The security headers of infra/edge/security-headers.ts in response-headers-policy form; the rest become custom headers. */
export function responseHeadersFromEdgeRules(connectOrigins: readonly string[] = []): { securityHeadersBehavior: ResponseSecurityHeadersBehavior; customHeaders: ResponseCustomHeader[] } {
  const expectedHsts = `max-age=${hstsMaxAgeSeconds}; includeSubDomains; preload`;
  if (securityHeaders['strict-transport-security'] !== expectedHsts) throw new Error('HSTS header differs from hstsMaxAgeSeconds');
  if (securityHeaders['x-frame-options'] !== 'DENY') throw new Error('x-frame-options must be DENY');
  const referrer = Object.values(HeadersReferrerPolicy).find((value) => value === securityHeaders['referrer-policy']);
  if (!referrer) throw new Error(`Unsupported referrer-policy ${securityHeaders['referrer-policy']}`);
  const csp = connectOrigins.length > 0 ? contentSecurityPolicyWith(connectOrigins) : (securityHeaders['content-security-policy'] ?? '');
  if (csp.length > responseHeadersPolicyMaxCspChars) throw new Error(`CSP is ${csp.length} characters; CloudFront allows ${responseHeadersPolicyMaxCspChars}`);

  const handled = new Set(['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy']);
  return {
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds), includeSubdomains: true, preload: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: referrer, override: true },
    },
    customHeaders: Object.entries(securityHeaders)
      .filter(([name]) => !handled.has(name))
      .map(([header, value]) => ({ header, value, override: true })),
  };
}

function edgeFunction(scope: Construct, id: string, code: string, comment: string): CloudFrontFunction {
  const bytes = Buffer.byteLength(code, 'utf8');
  if (bytes > cloudFrontFunctionMaxBytes) throw new Error(`${id} is ${bytes} bytes; CloudFront Functions allow ${cloudFrontFunctionMaxBytes}`);
  return new CloudFrontFunction(scope, id, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0, comment });
}

/**
 * One distribution, one origin each for the site bucket and the API:
 * - default (pages): CloudFront Functions route `/x` and `/x/` to `x/index.html` and answer unknown paths with
 *   404.html and status 404 (no distribution-wide error pages, which would also rewrite the API's JSON errors);
 *   kept at the edge until the next deploy's invalidation, revalidated by browsers on every visit.
 * - `assets/*`: Vite's content-hashed files, cached for a year.
 * - `api/*`: never cached, every viewer header but Host forwarded, all methods, plus the secret origin header.
 */
export class SiteDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);

    const headers = responseHeadersFromEdgeRules(props.connectOrigins);
    const responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS and friends from infra/edge/security-headers.ts',
      securityHeadersBehavior: headers.securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: headers.customHeaders },
    });

    const pageCachePolicy = new CachePolicy(this, 'PageCache', {
      comment: 'Prerendered pages: held at the edge until the deploy invalidation; Cache-Control makes browsers revalidate',
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(props.siteBucket, {
      // With ListBucket a missing key is S3's 404 rather than 403.
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // Replaces any viewer-sent header of the same name, so only CloudFront can present the secret.
      customHeaders: { [originVerifyHeader]: props.originVerifyValue },
    });

    const siteBehaviour = {
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      compress: true,
      responseHeadersPolicy,
    } satisfies Partial<BehaviorOptions>;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Site and /api/*',
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableIpv6: true,
      priceClass: PriceClass.PRICE_CLASS_100,
      domainNames: props.domainName ? [props.domainName] : undefined,
      certificate: props.certificate,
      // Only a custom certificate takes a security policy; with the *.cloudfront.net one CloudFront fixes it (CDK warns otherwise).
      minimumProtocolVersion: props.certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        ...siteBehaviour,
        cachePolicy: pageCachePolicy,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: edgeFunction(this, 'RouteRequest', siteRequestFunctionCode(props.routes), 'Route to prerendered pages; unknown paths to 404.html'),
          },
          {
            eventType: FunctionEventType.VIEWER_RESPONSE,
            function: edgeFunction(this, 'NotFoundStatus', siteResponseFunctionCode(), 'Serve 404.html with status 404'),
          },
        ],
      },
      additionalBehaviors: {
        [`${hashedAssetsPrefix}*`]: { ...siteBehaviour, cachePolicy: CachePolicy.CACHING_OPTIMIZED },
        'api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          compress: true,
          responseHeadersPolicy,
        },
      },
    });

    // LIST lets a missing key answer 404 instead of 403; the risk CDK warns about (listing the bucket at `/`) is closed by
    // defaultRootObject above and by the viewer-request function, which never forwards a bare `/`.
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'defaultRootObject is index.html and the viewer-request function maps every directory path to its index.html',
    );
    acknowledgeNag(this.distribution, 'CFR1', 'A public marketing site for a worldwide audience: no geographic restriction.');
    if (!props.certificate) {
      acknowledgeNag(
        this.distribution,
        'CFR4',
        'No DOMAIN_NAME configured, so the distribution uses the *.cloudfront.net certificate, whose minimum protocol CloudFront fixes; set DOMAIN_NAME for TLSv1.2_2021.',
      );
    }
  }
}
