import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthSiteStack } from './testing/synth-test-stack.ts';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab';

describe('custom domain', () => {
  it('serves DOMAIN_NAME with the given certificate over TLS 1.2+ (SNI)', () => {
    const { template } = synthSiteStack({ DOMAIN_NAME: 'www.example.com', CERTIFICATE_ARN: certificateArn, SITE_URL: 'https://www.example.com' });
    template.resourceCountIs('AWS::CertificateManager::Certificate', 0);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['www.example.com'],
        ViewerCertificate: { AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      }),
    });
    expect(template.toJSON().Outputs.SiteUrl.Value).toBe('https://www.example.com');
  });

  it('requests a DNS-validated certificate in the stack (us-east-1) when none is given, and warns when SITE_URL is elsewhere', () => {
    const { stack, template } = synthSiteStack({ DOMAIN_NAME: 'www.example.com' });
    template.hasResourceProperties('AWS::CertificateManager::Certificate', { DomainName: 'www.example.com', ValidationMethod: 'DNS' });
    Annotations.fromStack(stack).hasWarning('/GtmSite', Match.stringLikeRegexp('SITE_URL \\(https://www.revrebel.example\\) is not on DOMAIN_NAME'));
  });
});
