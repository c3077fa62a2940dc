#include "accessibilitywalk.h"

#include <QAccessible>
#include <QObject>
#include <QWidget>

namespace Ei::Test {

namespace {

bool isInteractive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::PageTab:
    case QAccessible::List:
    case QAccessible::Table:
    case QAccessible::Tree:
        return true;
    default:
        return false;
    }
}

void collectUnnamed(QAccessibleInterface *iface, QStringList &unnamed, int depth)
{
    if (!iface || depth > 40) {
        return;
    }
    if (iface->state().invisible) {
        return;
    }
    if (isInteractive(iface->role()) && iface->text(QAccessible::Name).trimmed().isEmpty()) {
        QObject *object = iface->object();
        unnamed.append(QStringLiteral("%1 '%2' (%3)")
                           .arg(int(iface->role()))
                           .arg(object ? object->objectName() : QString(),
                                object ? QString::fromLatin1(object->metaObject()->className()) : QString()));
    }
    // Tables and lists: their cells are named by their contents; the view itself is what matters.
    const QAccessible::Role role = iface->role();
    if (role == QAccessible::Table || role == QAccessible::List || role == QAccessible::Tree) {
        return;
    }
    for (int i = 0; i < iface->childCount(); ++i) {
        collectUnnamed(iface->child(i), unnamed, depth + 1);
    }
}

} // namespace

QStringList unnamedInteractiveElements(QAccessibleInterface *iface)
{
    QStringList unnamed;
    collectUnnamed(iface, unnamed, 0);
    return unnamed;
}

QStringList unnamedInteractiveElements(QWidget *top)
{
    return unnamedInteractiveElements(QAccessible::queryAccessibleInterface(top));
}

} // namespace Ei::Test
