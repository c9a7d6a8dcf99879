import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitePaths } from '../../../content/site-paths.ts';
import { contentSecurityPolicy, hstsMaxAgeSeconds, permissionsPolicy } from '../../edge/security-headers.ts';
import { siteRequestFunctionCode, siteResponseFunctionCode } from '../../edge/site-request-function.ts';
import { synthTimeoutMs, testStack } from '../testing/synth-test-stack.ts';
import { cloudFrontFunctionMaxBytes, originVerifyHeader, responseHeadersPolicyMaxCspChars, SiteDistribution } from './site-distribution.ts';

const managed = {
  cachingOptimized: '658327ea-f89d-4fab-a63d-7e88639e58f6',
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  allViewerExceptHost: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
};
const routes = ['/', '/contact', '/blog/first-post'];
const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/site/0000';
const originVerifyValue = '{{resolve:secretsmanager:arn:aws:secretsmanager:us-east-1:123456789012:secret:Test/origin-verify:SecretString:::}}';

let template: Template;
let annotations: Annotations;

beforeAll(() => {
  const stack = testStack();
  const logBucket = new Bucket(stack, 'Logs');
  const siteBucket = new Bucket(stack, 'SiteBucket');
  new SiteDistribution(stack, 'Cdn', { siteBucket, apiDomainName: 'abc123.execute-api.us-east-1.amazonaws.com', routes, webAclArn, logBucket, originVerifyValue });
  template = Template.fromStack(stack);
  annotations = Annotations.fromStack(stack);
}, synthTimeoutMs);

describe('SiteDistribution', () => {
  it('synthesizes without CDK warnings by default: index.html as root object, no TLS policy without a certificate', () => {
    annotations.hasNoWarning('*', Match.anyValue());
    template.hasResourceProperties('AWS::CloudFront::Distribution', { DistributionConfig: Match.objectLike({ DefaultRootObject: 'index.html' }) });
  });

  it('serves HTTP/2 and HTTP/3 over IPv6 behind the web ACL, with standard logs', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        HttpVersion: 'http2and3',
        IPV6Enabled: true,
        WebACLId: webAclArn,
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
        ViewerCertificate: Match.absent(),
      }),
    });
  });

  it('uses no distribution-wide error pages (they would rewrite the API’s JSON errors)', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ CustomErrorResponses: Match.absent() }),
    });
  });

  it('reads the private bucket through Origin Access Control, with ListBucket so a missing key is a 404', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['s3:GetObject', 's3:ListBucket'],
            Principal: { Service: 'cloudfront.amazonaws.com' },
            // Only this distribution, not CloudFront at large.
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('routes pages through the viewer-request and viewer-response functions, compressed, HTTPS only', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          Compress: true,
          ResponseHeadersPolicyId: Match.anyValue(),
          FunctionAssociations: [
            Match.objectLike({ EventType: 'viewer-request' }),
            Match.objectLike({ EventType: 'viewer-response' }),
          ],
        }),
      }),
    });
    template.resourceCountIs('AWS::CloudFront::Function', 2);
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: siteRequestFunctionCode(routes),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      AutoPublish: true,
    });
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: siteResponseFunctionCode() });
  });

  it('keeps pages at the edge until the deploy invalidation, compressed, ignoring cookies and query strings', () => {
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        MinTTL: 86_400,
        DefaultTTL: 86_400,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
          CookiesConfig: { CookieBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
        }),
      }),
    });
  });

  it('caches hashed assets with the managed optimized policy (a year, from their immutable Cache-Control)', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({ PathPattern: 'assets/*', CachePolicyId: managed.cachingOptimized, Compress: true, ViewerProtocolPolicy: 'redirect-to-https' }),
        ]),
      }),
    });
  });

  it('sends /api/* uncached, with every method and every viewer header but Host, to the HTTP API over TLS 1.2', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: 'api/*',
            CachePolicyId: managed.cachingDisabled,
            OriginRequestPolicyId: managed.allViewerExceptHost,
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            ViewerProtocolPolicy: 'https-only',
            FunctionAssociations: Match.absent(),
          }),
        ]),
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: 'abc123.execute-api.us-east-1.amazonaws.com',
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] }),
          }),
        ]),
      }),
    });
  });

  it('adds the origin secret header to API requests only (never to the S3 origin)', () => {
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig as {
      Origins: { DomainName: unknown; OriginCustomHeaders?: unknown }[];
    };
    const api = config.Origins.find((origin) => origin.DomainName === 'abc123.execute-api.us-east-1.amazonaws.com');
    expect(api?.OriginCustomHeaders).toEqual([{ HeaderName: originVerifyHeader, HeaderValue: originVerifyValue }]);
    expect(originVerifyHeader).toBe('x-origin-verify');
    for (const origin of config.Origins.filter((o) => o !== api)) expect(origin.OriginCustomHeaders).toBeUndefined();
  });

  it('adds the security headers of infra/edge/security-headers.ts to every response', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy, Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: hstsMaxAgeSeconds, IncludeSubdomains: true, Preload: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
        CustomHeadersConfig: {
          Items: Match.arrayWith([{ Header: 'permissions-policy', Value: permissionsPolicy, Override: true }]),
        },
      }),
    });
  });
});

describe('edge limits', () => {
  it('the Content-Security-Policy fits a response headers policy and never allows inline scripts', () => {
    expect(contentSecurityPolicy.length).toBeLessThanOrEqual(responseHeadersPolicyMaxCspChars);
    const scriptSrc = contentSecurityPolicy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
  });

  it("the routing function for the site's real route list fits CloudFront's 10 KB", () => {
    expect(Buffer.byteLength(siteRequestFunctionCode(sitePaths()), 'utf8')).toBeLessThanOrEqual(cloudFrontFunctionMaxBytes);
  });

  it('refuses to synthesize a routing function over 10 KB', () => {
    const stack = testStack();
    const manyRoutes = Array.from({ length: 600 }, (_, i) => `/blog/a-rather-long-article-slug-number-${i}`);
    expect(
      () =>
        new SiteDistribution(stack, 'Cdn', {
          siteBucket: new Bucket(stack, 'Site'),
          logBucket: new Bucket(stack, 'Logs'),
          apiDomainName: 'x.execute-api.us-east-1.amazonaws.com',
          routes: manyRoutes,
          webAclArn,
          originVerifyValue,
        }),
    ).toThrow(/CloudFront Functions allow 10240/);
  });
});
