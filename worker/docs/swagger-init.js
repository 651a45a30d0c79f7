// Starts Swagger UI on the API docs page (/api/v1/docs). A file of its own, not an inline
// script: the page's Content-Security-Policy allows scripts from this origin only.
window.ui = SwaggerUIBundle({
  url: "/api/v1/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  tryItOutEnabled: false,
});
