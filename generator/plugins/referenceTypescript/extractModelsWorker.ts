// The reference-typescript plugin's worker thread: runs the TypeScript compiler over the SDK declarations while the
// other threads parse the Solidity sources and render the written pages.
import { answerJob } from '../../workerJob.js';
import { extractModels } from './extractPackageModels.js';

answerJob(extractModels);
