import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { areaRoutePath, contractUrl, defineContract, matchPath, pathMatcher } from './contract.ts';
import { adminShell } from './admin/shell.ts';
import { businessDetail, businessReviews } from './public/business.ts';
import { pageContext } from './public/page-context.ts';
import { calendarOptions } from './public/schedule.ts';
import { customerVisits } from './user/appointments.ts';

describe('a contract', () => {
  it('takes its path and area from the route table', () => {
    expect(businessDetail.path).toBe('/api/public/business/{slug}');
    expect(businessDetail.area).toBe('public');
    expect(customerVisits.area).toBe('user');
    expect(adminShell.area).toBe('admin');
    expect(areaRoutePath(businessReviews)).toBe('/business/:slug/reviews');
    expect(areaRoutePath(pageContext)).toBe('/page-context');
  });

  it('is refused for a route that is not of the API', () => {
    expect(() => defineContract('contact', { method: 'GET', summary: 'x', output: z.object({}) })).toThrow(/not an API route/);
  });

  it('writes the URL of a call: parameters escaped, ?verslas= first, the query in its order, nothing for null', () => {
    expect(contractUrl(businessReviews, { params: { slug: 'studija-aiste' }, query: { limit: 5 } })).toBe(
      '/api/public/business/studija-aiste/reviews?limit=5',
    );
    expect(contractUrl(calendarOptions, { query: { business: 'a b' } })).toBe(
      '/api/public/schedule/calendar-options?business=a+b',
    );
    expect(contractUrl(businessDetail, { params: { slug: 'ą/b' } })).toBe('/api/public/business/%C4%85%2Fb');
    expect(contractUrl(adminShell, { verslas: 'studija-aiste', query: { business: undefined } })).toBe(
      '/api/admin/shell?verslas=studija-aiste',
    );
    expect(contractUrl(adminShell, { verslas: null })).toBe('/api/admin/shell');
    expect(contractUrl(customerVisits, { query: { scope: 'past', business: 'ona', page: 2 } })).toBe(
      '/api/user/appointments?scope=past&business=ona&page=2',
    );
    expect(() => contractUrl(businessDetail, {})).toThrow(/needs the parameter "slug"/);
  });
});

describe('matchPath', () => {
  it('reads the parameters of a route table path, one segment each, decoded', () => {
    expect(matchPath('business_gallery_api', '/api/public/business/studija-aiste/gallery')).toEqual({ slug: 'studija-aiste' });
    expect(matchPath('business_gallery_api', '/api/public/business/%C4%85/gallery')).toEqual({ slug: 'ą' });
    expect(matchPath('business_gallery_api', '/api/public/business/a/b/gallery')).toBeUndefined();
    expect(matchPath('business_gallery_api', '/api/public/business//gallery')).toBeUndefined();
    expect(matchPath('page_context_api', '/api/public/page-context')).toEqual({});
    expect(matchPath('page_context_api', '/api/public/page-context/x')).toBeUndefined();
    expect(matchPath('business_gallery_api', '/api/public/business/%E0%A4%A/gallery')).toBeUndefined();
  });

  it('takes a path literally: its dots and brackets are no patterns', () => {
    const matches = pathMatcher('/a.b/{id}/(c)');
    expect(matches('/a.b/7/(c)')).toEqual({ id: '7' });
    expect(matches('/axb/7/(c)')).toBeUndefined();
  });
});
