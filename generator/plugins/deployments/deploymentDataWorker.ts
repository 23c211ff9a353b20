// The deployments plugin's worker thread: loads the Uniswap SDKs and reads their address maps (see deploymentData.ts).
import { answerJob } from '../../workerJob.js';
import { readDeploymentData } from './deploymentData.js';

answerJob(readDeploymentData);
