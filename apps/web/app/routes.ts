import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('apie', 'routes/about.tsx', { id: 'about-domain' }),
  route('apie/:slug', 'routes/about.tsx', { id: 'about' }),
  route('grozio-specialistai/:area/:location', 'routes/search.tsx'),
  route('susisiekti', 'routes/contact.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
