// The API reference's page bodies, by the names the build renders them under
// (renderer/server.tsx): one operation, a group index, the API info page and
// the interactive API page.
export { OperationPage } from './OperationPage.tsx';
export { ApiInfoPage, GroupPage } from './IndexPages.tsx';
export { InteractiveApiPage } from './InteractiveApiPage.tsx';
