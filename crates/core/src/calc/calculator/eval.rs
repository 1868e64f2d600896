//! Walks the syntax tree. Chains are loops (not recursion), and the percent rule of handheld
//! calculators applies to a bare `b%` term: a + b% = a + a·b/100 and a − b% = a − a·b/100;
//! everywhere else b% is b/100 (so a × b% = a·b/100, a ÷ b% = a/(b/100), and 50% alone is 0.5).

use astro_float::Consts;

use super::functions::{self, InverseTrig, Trig};
use super::lexer::{Constant, Func};
use super::number::{Num, RM, int, mark_inexact, prec};
use super::parser::{AddOp, MulOp, Node, PostOp};
use super::{Angle, CalcError};

pub struct Ctx<'a> {
    pub cc: &'a mut Consts,
    pub angle: Angle,
}

pub fn eval(node: &Node, ctx: &mut Ctx<'_>) -> Result<Num, CalcError> {
    match node {
        Node::Num(r) => Num::exact(r.clone()),
        Node::Const(c) => {
            mark_inexact();
            Ok(Num::Approx(match c {
                Constant::Pi => ctx.cc.pi(prec(), RM),
                Constant::E => ctx.cc.e(prec(), RM),
            }))
        }
        Node::Sum(first, rest) => {
            let mut acc = eval(first, ctx)?;
            for (op, term) in rest {
                let value = match term.as_percent() {
                    Some((negative, base)) => {
                        let share = acc.mul(&eval(&base, ctx)?)?.div(&int(100))?;
                        if negative { share.neg() } else { share }
                    }
                    None => eval(term, ctx)?,
                };
                acc = match op {
                    AddOp::Add => acc.add(&value)?,
                    AddOp::Sub => acc.sub(&value)?,
                };
            }
            Ok(acc)
        }
        Node::Product(first, rest) => {
            let mut acc = eval(first, ctx)?;
            for (op, factor) in rest {
                let value = eval(factor, ctx)?;
                acc = match op {
                    MulOp::Mul => acc.mul(&value)?,
                    MulOp::Div => acc.div(&value)?,
                };
            }
            Ok(acc)
        }
        Node::Neg(inner) => Ok(eval(inner, ctx)?.neg()),
        Node::Pow(base, exponent) => {
            let b = eval(base, ctx)?;
            let e = eval(exponent, ctx)?;
            functions::pow(&b, &e, ctx.cc)
        }
        Node::Postfix(base, ops) => {
            let mut value = eval(base, ctx)?;
            for op in ops {
                value = match op {
                    PostOp::Factorial => functions::factorial(&value)?,
                    PostOp::Percent => value.div(&int(100))?,
                };
            }
            Ok(value)
        }
        Node::Call(func, arg) => {
            let x = eval(arg, ctx)?;
            let (angle, cc) = (ctx.angle, &mut *ctx.cc);
            match func {
                Func::Sin => functions::trig(Trig::Sin, &x, angle, cc),
                Func::Cos => functions::trig(Trig::Cos, &x, angle, cc),
                Func::Tan => functions::trig(Trig::Tan, &x, angle, cc),
                Func::Asin => functions::inverse_trig(InverseTrig::Asin, &x, angle, cc),
                Func::Acos => functions::inverse_trig(InverseTrig::Acos, &x, angle, cc),
                Func::Atan => functions::inverse_trig(InverseTrig::Atan, &x, angle, cc),
                Func::Ln => functions::ln(&x, cc),
                Func::Log => functions::log10(&x, cc),
                Func::Sqrt => functions::sqrt(&x),
            }
        }
    }
}
