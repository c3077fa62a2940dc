#include "typedconfirmdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Ei::Ui {

TypedConfirmDialog::TypedConfirmDialog(const QString &title, const QString &explanation, const QString &name,
                                       const QString &acceptText, QWidget *parent)
    : QDialog(parent)
    , m_name(name)
    , m_input(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(explanation, this);
    text->setWordWrap(true);
    layout->addWidget(text);
    auto *prompt = new QLabel(tr("Type <b>%1</b> to confirm:").arg(name.toHtmlEscaped()), this);
    prompt->setBuddy(m_input);
    layout->addWidget(prompt);
    m_input->setPlaceholderText(name);
    layout->addWidget(m_input);
    QPushButton *accept = m_buttons->addButton(acceptText, QDialogButtonBox::DestructiveRole);
    accept->setEnabled(false);
    layout->addWidget(m_buttons);
    connect(m_input, &QLineEdit::textChanged, accept, [this, accept] { accept->setEnabled(canAccept()); });
    connect(accept, &QPushButton::clicked, this, [this] {
        if (canAccept()) {
            QDialog::accept();
        }
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
}

bool TypedConfirmDialog::canAccept() const
{
    return m_input->text() == m_name;
}

} // namespace Ei::Ui
