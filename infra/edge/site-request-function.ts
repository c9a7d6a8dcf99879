/**
 * The CloudFront Function code for the site behaviour, generated from the list of prerendered routes.
 * The local server evaluates this same code, so local routing is CloudFront's routing.
 *
 * It runs in CloudFront's JavaScript runtime (a restricted ES5.1+ engine, 10 KB), hence plain `var` code.
 * Unknown paths go to /404.html; the viewer-response function below turns that page's status into 404.
 * (A distribution-wide custom error response would also rewrite the API's JSON errors.)
 */
export const notFoundPage = '/404.html';

export function siteRequestFunctionCode(routes: readonly string[]): string {
  const table: Record<string, 1> = {};
  for (const route of routes) table[route] = 1;
  return `var ROUTES = ${JSON.stringify(table)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  if (ROUTES[path] === 1) {
    request.uri = path === '/' ? '/index.html' : path + '/index.html';
    return request;
  }
  if (/\\/[^/]+\\.[A-Za-z0-9]+$/.test(path) && path.indexOf('/attached_assets/') !== 0) {
    return request;
  }
  request.uri = '${notFoundPage}';
  return request;
}`;
}

export function siteResponseFunctionCode(): string {
  return `function handler(event) {
  var response = event.response;
  if (event.request.uri === '${notFoundPage}') {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
}
