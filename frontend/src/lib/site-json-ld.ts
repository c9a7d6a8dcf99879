import { company } from '../../../content/company.ts';
import { isFictionalPhone } from '../../../settings/fictional-phone.ts';
import { siteSettings } from '../site-settings.ts';
import { absoluteUrl, defaultSocialImage, type JsonLd } from './seo.ts';

/**
 * The site-wide schema.org objects (the root route's head, so every page's first load): apart from the per-page
 * builders in json-ld.ts, which load with the pages that use them.
 */
const context = 'https://schema.org';
const organizationId = () => `${siteSettings.SITE_URL}/#organization`;
const websiteId = () => `${siteSettings.SITE_URL}/#website`;

export function organizationJsonLd(): JsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(),
    name: company.name,
    legalName: company.legalName,
    description: company.summary,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    image: absoluteUrl(defaultSocialImage),
    // Only what is configured (settings/site-settings.ts): no placeholder address, email or fictional number.
    ...(siteSettings.CONTACT_EMAIL ? { email: siteSettings.CONTACT_EMAIL } : {}),
    ...(isFictionalPhone(siteSettings.SUPPORT_PHONE) ? {} : { telephone: siteSettings.SUPPORT_PHONE }),
    ...(siteSettings.CONTACT_ADDRESS ? { address: siteSettings.CONTACT_ADDRESS } : {}),
    sameAs: [company.linkedInUrl],
  };
}

export function websiteJsonLd(): JsonLd {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': websiteId(),
    name: company.name,
    description: company.tagline,
    url: absoluteUrl('/'),
    inLanguage: 'en-US',
    publisher: { '@id': organizationId() },
  };
}

