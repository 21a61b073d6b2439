// Demo accounts, one per kind of person. The password is public on purpose: demo data only.

export const DEMO_PASSWORD = 'Demo12345!';

export type DemoAccountRole = 'customer' | 'business-admin' | 'operator';

export interface DemoAccount {
  role: DemoAccountRole;
  email: string;
  password: string;
  name: string;
  phoneNumber?: string;
  isOperator: boolean;
  /** Slug of the business this account owns. */
  ownsBusinessSlug?: string;
}

export const demoAccounts: DemoAccount[] = [
  {
    role: 'customer',
    email: 'klientas@vizitas.lt',
    password: DEMO_PASSWORD,
    name: 'Ieva Petrauskienė',
    phoneNumber: '+37061111111',
    isOperator: false,
  },
  {
    role: 'business-admin',
    email: 'admin@vizitas.lt',
    password: DEMO_PASSWORD,
    name: 'Aistė Kazlauskienė',
    phoneNumber: '+37062222222',
    isOperator: false,
    ownsBusinessSlug: 'studija-aiste',
  },
  {
    role: 'operator',
    email: 'operatorius@vizitas.lt',
    password: DEMO_PASSWORD,
    name: 'Marius Vaitkus',
    isOperator: true,
  },
];
