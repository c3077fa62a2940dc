#pragma once

class QObject;
class QString;

namespace Ei::Ui {

class MainWindow;

// Fills `window` with synthetic rows (a million, from FakeRowPageSource) and, for the selected
// row, sample tabs and a TEI file from `teiPath` if it exists. For `--sample-data`
// (screenshots, trying the layout) until the integrator wires the real demo snapshot. Objects
// are parented to `owner`.
void fillWithSampleContent(MainWindow &window, const QString &teiPath, QObject *owner);

} // namespace Ei::Ui
