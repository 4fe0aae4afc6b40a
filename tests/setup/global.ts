import type { TestProject } from "vitest/node";
import { buildTemplate, dropTemplate, type TestTemplate } from "./template";

declare module "vitest" {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

export default async function setup(project: TestProject) {
  const template = await buildTemplate(process.env.DATABASE_URL || undefined);
  project.provide("testTemplate", template);
  return () => dropTemplate(template);
}
