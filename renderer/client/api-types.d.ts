// The one API response the browser code reads: the keys call's (product spec
// §3, §7). Written by hand, in the shape openapi-typescript gives a schema
// (`paths[path][method].responses[status].content[type]`), as the call is the
// site's contract with its provider whatever schema a site documents;
// test/api.test.ts checks it against the default site's schema.
export interface paths {
  '/api/v7/partner/client-keys': {
    get: {
      responses: {
        200: {
          content: {
            'application/json': {
              /** The account's identifier (sent as the client-id header). */
              client_id: string;
              /** The account's secret. */
              client_secret: string;
              /** The signed-in user's standard key. */
              user_keys: {
                username: string;
                api_key: string;
              };
            };
          };
        };
      };
    };
  };
}
