import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('apie', 'routes/about.tsx', { id: 'about-domain' }),
  route('apie/:slug', 'routes/about.tsx', { id: 'about' }),
  route('grozio-specialistai/:area/:location', 'routes/search.tsx'),
  route('susisiekti', 'routes/contact.tsx'),
  route('naujas-vizitas', 'routes/booking/new-appointment.tsx', { id: 'new-appointment-domain' }),
  route('naujas-vizitas/:slug', 'routes/booking/new-appointment.tsx', { id: 'new-appointment' }),
  route('pre-login-booking-redirection', 'routes/booking/pre-login-redirection.tsx', { id: 'pre-login-booking-redirection-domain' }),
  route('pre-login-booking-redirection/:slug', 'routes/booking/pre-login-redirection.tsx', { id: 'pre-login-booking-redirection' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
