import { startSimulator, type RunningSimulator, type SimulatorOptions } from './simulator';

/**
 * Starts the simulator as a process of its own (`npm run simulator`) and prints its URLs and test CA, so a
 * developer can point the service's testing environment at it and trust its certificates.
 */
export async function runStandaloneSimulator(options: SimulatorOptions = {}, print: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): Promise<RunningSimulator> {
  const sim = await startSimulator(options);
  print('Tax-authority homologation simulator listening');
  print(`  WSAA    ${sim.urls.wsaa}   (WSDL: ${sim.urls.wsaa}?wsdl)`);
  print(`  WSFEv1  ${sim.urls.wsfe}   (WSDL: ${sim.urls.wsfe}?WSDL)`);
  print(`  Padrón  ${sim.urls.padron}   (WSDL: ${sim.urls.padron}?wsdl)`);
  print(sim.urls.control ? `  Control ${sim.urls.control} (fault injection ENABLED)` : '  Control API disabled (start with --control to enable fault injection)');
  print('Test CA certificate (WSAA trusts certificates issued by it):');
  print(sim.ca.certPem.trim());
  return sim;
}
