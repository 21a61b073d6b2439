/**
 * An answer that is already JSON text, written by the database in the schema's shape (the admin's
 * list of visits): HTTP sends the text as it is, with no object built and serialized again; the
 * pages' in-process caller reads it.
 */
export class JsonText {
  constructor(readonly json: string) {}
}
