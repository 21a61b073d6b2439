// Demo accounts, one per kind of person. The password is public on purpose: demo data only.

export const DEMO_PASSWORD = 'Demo12345!';

export type DemoAccountRole = 'customer' | 'business-admin' | 'business-staff' | 'operator';

export interface DemoAccount {
  role: DemoAccountRole;
  email: string;
  password: string;
  name: string;
  phoneNumber?: string;
  isOperator: boolean;
  /** Slug of the business this account owns. */
  ownsBusinessSlug?: string;
  /** Slug of the business this account is a staff member of (docs/decisions/025). */
  staffOfBusinessSlug?: string;
  /** The specialist of that business who is this account (her own login). */
  specialistName?: string;
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
    specialistName: 'Aistė Kazlauskienė',
  },
  {
    role: 'business-staff',
    email: 'darbuotoja@vizitas.lt',
    password: DEMO_PASSWORD,
    name: 'Gintarė Vaitkutė',
    phoneNumber: '+37063333333',
    isOperator: false,
    staffOfBusinessSlug: 'studija-aiste',
    specialistName: 'Gintarė Vaitkutė',
  },
  {
    role: 'operator',
    email: 'operatorius@vizitas.lt',
    password: DEMO_PASSWORD,
    name: 'Marius Vaitkus',
    isOperator: true,
  },
];
