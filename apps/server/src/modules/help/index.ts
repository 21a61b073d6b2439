export { canReadHelp } from './policy.ts';
export { searchWords } from './queries.ts';
export { listHelpArticles, readHelpArticle } from './read-help.ts';
