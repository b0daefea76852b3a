/** A run in band has its shared test servers in this process: close them (see shared-server-environment.js). */
module.exports = async function globalTeardown() {
  await require('./shared-server-environment').closeSharedServers();
};
