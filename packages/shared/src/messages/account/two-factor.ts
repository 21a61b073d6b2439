/** Two-factor login with an authenticator app (TOTP), on the profile page. */
export const twoFactor = {
  title: 'Dviejų veiksnių patvirtinimas',
  enabled: 'Įjungtas',
  disabled: 'Išjungtas',
  description:
    'Prisijungiant, be slaptažodžio, reikės ir kodo iš autentifikavimo programėlės (pvz., Google Authenticator ar Microsoft Authenticator).',
  enable: 'Įjungti',
  disable: 'Išjungti',
  scan: 'Nuskenuokite QR kodą autentifikavimo programėle arba įveskite raktą ranka.',
  secret: 'Raktas',
  qrAlt: 'QR kodas autentifikavimo programėlei',
  confirmCode: 'Programėlės rodomas kodas',
  confirm: 'Patvirtinti ir įjungti',
  enabledNow: 'Dviejų veiksnių patvirtinimas įjungtas sėkmingai!',
  recoveryTitle: 'Atsarginiai kodai',
  recoveryText:
    'Išsaugokite šiuos kodus saugioje vietoje. Kiekvienu jų galėsite prisijungti vieną kartą, jei neturėsite telefono. Daugiau jie nebus rodomi.',
  recoveryDone: 'Kodus išsaugojau',
  disableText: 'Norėdami išjungti, įveskite programėlės kodą arba slaptažodį.',
  codeOrPassword: 'Kodas arba slaptažodis',
  disabledNow: 'Dviejų veiksnių patvirtinimas išjungtas.',
} as const;
