#pragma once

class QObject;
class QString;

namespace Ei::Ui {
class MainWindow;
}

namespace Ei::Test {

// Fills `window` through its own API only, as an integrator would: a million synthetic rows (from
// FakeRowPageSource) and, for the selected row, sample Cells, Status and Match tabs and the TEI
// file `teiPath` (if it exists) with a rough outline. For tests of the window's layout and
// pictures of it. Objects are parented to `owner`.
void fillWithSampleContent(Ui::MainWindow &window, const QString &teiPath, QObject *owner);

} // namespace Ei::Test
