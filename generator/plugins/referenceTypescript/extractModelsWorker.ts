// The reference-typescript plugin's worker thread: runs the TypeScript compiler over the SDK declarations while the
// main thread parses the Solidity sources.
import { answerJob } from '../../workerJob.js';
import { extractModels } from './extractPackageModels.js';

answerJob(extractModels);
