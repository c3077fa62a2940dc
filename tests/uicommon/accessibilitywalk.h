#pragma once

#include <QStringList>

class QAccessibleInterface;
class QWidget;

namespace Ei::Test {

// "role 'objectName' (class)" for every visible interactive element (button, combo, edit, list,
// table, tree, tab, slider…) under `iface` whose accessible name — what a screen reader says when
// focus lands on it — is empty.
QStringList unnamedInteractiveElements(QAccessibleInterface *iface);
QStringList unnamedInteractiveElements(QWidget *top);

} // namespace Ei::Test
