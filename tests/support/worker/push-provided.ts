/** What the push service's global setup hands the Worker tests (`inject`). */
declare module "vitest" {
  export interface ProvidedContext {
    pushServiceOrigin: string;
  }
}

export {};
