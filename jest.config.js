/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.(spec|e2e-spec)\\.ts$',
  transform: {
    '^.+\\.ts$': ['@swc/jest', {
      swcrc: false,
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
    }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // Generous: CI machines are shared and several times slower than a workstation; a passing test never waits for it.
  testTimeout: 180000,
  // Safety net for CI: a socket or worker a suite failed to close must not keep the run alive until CI's
  // own timeout. Suites still close what they open (apps, simulators, OCR pools) in afterAll.
  forceExit: true,
};
