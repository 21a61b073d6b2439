/** Texts that more than one section of the site shows: one definition each. Not sections themselves. */
export const LINK_COPIED = 'Nuoroda nukopijuota sėkmingai!';
export const COPY_LINK = 'Kopijuoti nuorodą';
export const BACK_HOME = 'Į pradžios puslapį';
