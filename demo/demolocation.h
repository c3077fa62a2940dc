#pragma once

#include <QString>
#include <QStringList>

namespace Ei::Demo {

// Where the GUI looks for the prebuilt demo snapshot, in order, given the directory of the running
// executable (QCoreApplication::applicationDirPath()): the install tree
// (bin/../share/extract-inspector/demo, see app/cli/CMakeLists.txt) and the build tree
// (bin/../share/demo). EI_DEMO_DIR, when set, comes first.
QStringList demoSnapshotCandidates(const QString &applicationDirPath);

// The first candidate that holds a manifest.json, or an empty string (the caller can then run
// generateDemoDataset() + writeDemoSnapshot() into a cache directory instead).
QString findDemoSnapshot(const QString &applicationDirPath);

} // namespace Ei::Demo
