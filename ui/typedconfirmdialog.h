#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;

namespace Ei::Ui {

// Confirmation of a destructive action by typing a name again (a table, a family): OK is enabled
// only while the text equals the name exactly.
class TypedConfirmDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TypedConfirmDialog)

public:
    TypedConfirmDialog(const QString &title, const QString &explanation, const QString &name,
                       const QString &acceptText, QWidget *parent = nullptr);

    QLineEdit *input() const { return m_input; }
    bool canAccept() const;

private:
    QString m_name;
    QLineEdit *m_input;
    QDialogButtonBox *m_buttons;
};

} // namespace Ei::Ui
