import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/site/home.tsx'),
  route('apie', 'routes/site/about.tsx', { id: 'about-domain' }),
  route('apie/:slug', 'routes/site/about.tsx', { id: 'about' }),
  route('grozio-specialistai/:area/:location', 'routes/site/search.tsx'),
  route('susisiekti', 'routes/site/contact.tsx'),
  route('naujas-vizitas', 'routes/booking/new-appointment.tsx', { id: 'new-appointment-domain' }),
  route('naujas-vizitas/:slug', 'routes/booking/new-appointment.tsx', { id: 'new-appointment' }),
  route('pre-login-booking-redirection', 'routes/booking/pre-login-redirection.tsx', { id: 'pre-login-booking-redirection-domain' }),
  route('pre-login-booking-redirection/:slug', 'routes/booking/pre-login-redirection.tsx', { id: 'pre-login-booking-redirection' }),
  route('vizitai', 'routes/visits/visits.tsx', { id: 'visits-domain' }),
  route('vizitai/:slug', 'routes/visits/visits.tsx', { id: 'visits' }),
  route('prisijungti', 'routes/account/login.tsx'),
  route('atsijungti', 'routes/account/logout.tsx'),
  route('registracija', 'routes/account/register.tsx'),
  route('slaptazodzio-atkurimas', 'routes/account/password-reset.tsx'),
  route('el-pasto-patvirtinimas', 'routes/account/email-verification.tsx'),
  route('profilis', 'routes/account/profile.tsx'),
  route('dev/laiskai', 'routes/account/dev-outbox.tsx'),
  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig;
