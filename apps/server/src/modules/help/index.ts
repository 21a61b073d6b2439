export { canManageHelp, canReadHelp } from './policy.ts';
export { searchWords } from './queries.ts';
export { listHelpArticles, readHelpArticle } from './read-help.ts';
export { createHelpArticle, listAllHelpArticles, orderHelpArticles, updateHelpArticle } from './manage-articles.ts';
